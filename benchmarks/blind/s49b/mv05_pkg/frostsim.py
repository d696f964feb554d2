import torch


def grow_frost(xy, edge_index, edge_len, frame, n_runs=48, steps=6, seed=1):
    """Ice thickness per site after `steps` growth steps, from random humidity and pane temperature."""
    g = torch.Generator().manual_seed(seed)
    src, dst = edge_index
    n = xy.shape[0]
    humidity = torch.rand(n_runs, 1, generator=g) * 0.8 + 0.2
    pane_temp = -torch.rand(n_runs, 1, generator=g) * 8.0 - 1.0
    seed_ice = (torch.rand(n_runs, n, generator=g) < 0.05).float()
    ice = seed_ice.clone()
    coupling = torch.exp(-edge_len / 0.05)
    for _ in range(steps):
        spread = torch.zeros(n_runs, n).index_add_(1, dst, coupling * ice[:, src])
        ice = ice + 0.1 * humidity * (-pane_temp / 8.0) * torch.tanh(spread)
        ice[:, frame] = 0.0
    feats = torch.stack([seed_ice, humidity.expand(-1, n), pane_temp.expand(-1, n) / 8.0,
                         xy[:, 0].expand(n_runs, n), xy[:, 1].expand(n_runs, n)], dim=-1)
    return feats, ice
