import torch


def chain_edges(n):
    src = torch.arange(n - 1)
    return torch.cat([torch.stack([src, src + 1]), torch.stack([src + 1, src])], dim=1)


def simulate(n_traj=16, n_nodes=6, steps=40, dt=0.05, k=4.0, rest=1.0, seed=0):
    g = torch.Generator().manual_seed(seed)
    edges = chain_edges(n_nodes)
    pos = torch.zeros(n_traj, steps + 1, n_nodes, 2)
    pos[:, 0, :, 0] = torch.arange(n_nodes).float() * rest
    pos[:, 0] += 0.2 * torch.randn(n_traj, n_nodes, 2, generator=g)
    vel = 0.3 * torch.randn(n_traj, n_nodes, 2, generator=g)
    for t in range(steps):
        p = pos[:, t]
        d = p[:, edges[1]] - p[:, edges[0]]
        length = d.norm(dim=-1, keepdim=True).clamp(min=1e-6)
        force = k * (length - rest) * d / length
        acc = torch.zeros_like(p).index_add_(1, edges[0], force)
        vel = 0.99 * (vel + dt * acc)
        pos[:, t + 1] = p + dt * vel
    return pos, edges
