/** A 240×160 PNG data URL drawn on a canvas (stories only: no network, no binary fixture). */
export function samplePicture(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 160;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 240, 160);
  gradient.addColorStop(0, '#0090ff');
  gradient.addColorStop(1, '#1c2024');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 240, 160);
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(120, 80, 40, 0, Math.PI * 2);
  context.fill();
  return canvas.toDataURL('image/png');
}
