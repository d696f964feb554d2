import torch


def free_motor_features(n_motors, dim, generator):
    """Motors come without descriptors: give each one a trainable input vector."""
    return torch.randn(n_motors, dim, generator=generator, requires_grad=True) * 0.1


def launch_adjacency(frames, motors, n_frames, n_motors):
    """Row-normalised frame->motor and motor->frame mean-aggregation matrices."""
    val = torch.ones(len(frames))
    f2m = torch.sparse_coo_tensor(torch.stack([frames, motors]), val, (n_frames, n_motors),
                                  check_invariants=True).coalesce()
    m2f = f2m.t().coalesce()
    fdeg = torch.sparse.sum(f2m, 1).to_dense().clamp(min=1)
    mdeg = torch.sparse.sum(m2f, 1).to_dense().clamp(min=1)
    return f2m, m2f, fdeg, mdeg
