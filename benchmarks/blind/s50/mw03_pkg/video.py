"""Synthetic drip videos: a drop swells under the spout, pinches off and falls."""
import torch


def drip_videos(n_seq, n_frames, size, gen):
    ys, xs = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    vids = torch.zeros(n_seq, n_frames, 1, size, size)
    for s in range(n_seq):
        period = 10 + int(torch.randint(0, 5, (1,), generator=gen))
        phase = int(torch.randint(0, period, (1,), generator=gen))
        cx = size / 2 + float(torch.randn(1, generator=gen))
        for f in range(n_frames):
            k = (f + phase) % period
            grow = min(k / (0.6 * period), 1.0)
            fall = max(k - 0.6 * period, 0.0)
            cy = 2.0 + 1.5 * grow + 0.35 * fall ** 2
            rad = 0.8 + 1.2 * grow
            blob = torch.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * rad ** 2))
            vids[s, f, 0] = blob + 0.3 * (ys < 1.5).float()
    return vids.clamp(0, 1)
