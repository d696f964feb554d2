import torch


def radar_sequences(n_batches, batch, steps, size, seed=0):
    """Echo blobs drifting with a constant wind, one radar frame per step."""
    g = torch.Generator().manual_seed(seed)
    ys, xs = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    for _ in range(n_batches):
        c = torch.rand(batch, 2, generator=g) * size
        v = (torch.rand(batch, 2, generator=g) - 0.5) * 2
        frames = []
        for t in range(steps):
            cy = (c[:, 0] + v[:, 0] * t).view(-1, 1, 1)
            cx = (c[:, 1] + v[:, 1] * t).view(-1, 1, 1)
            frames.append(torch.exp(-((ys - cy) ** 2 + (xs - cx) ** 2) / 8.0))
        yield torch.stack(frames, 1).unsqueeze(2)
