"""Synthetic candle videos: a teardrop flame whose height and sway follow a damped random walk."""
import torch


def candle_videos(n_seq, n_frames, size, gen):
    ys, xs = torch.meshgrid(torch.linspace(0, 1, size), torch.linspace(-0.5, 0.5, size), indexing="ij")
    vids = torch.zeros(n_seq, n_frames, 1, size, size)
    for s in range(n_seq):
        height, sway, vel = 0.45, 0.0, 0.0
        for f in range(n_frames):
            vel = 0.8 * vel + 0.04 * float(torch.randn(1, generator=gen))
            sway = 0.9 * sway + vel
            height = 0.45 + 0.1 * abs(float(torch.randn(1, generator=gen))) ** 0.5
            depth = (1.0 - ys) / height
            width = 0.12 * (1.0 - depth).clamp(0, 1) ** 0.6 * depth.clamp(0, 1) ** 0.3
            lateral = xs - sway * depth.clamp(0, 1) ** 2
            vids[s, f, 0] = torch.exp(-(lateral / (width + 1e-3)) ** 2) * (depth < 1).float()
    return vids
