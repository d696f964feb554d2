import torch
from torch.utils.data import DataLoader, TensorDataset

STEPS = ("toe", "heel", "shuffle", "flap", "stamp")
SAMPLES = 40  # 2 ms frames


def tap_envelopes(n=3000, seed=0):
    """RMS envelopes of tap-shoe strikes recorded on a maple board, per step type."""
    g = torch.Generator().manual_seed(seed)
    kind = torch.randint(0, len(STEPS), (n,), generator=g)
    t = torch.arange(SAMPLES, dtype=torch.float32)
    decay = torch.tensor([4.0, 7.0, 3.0, 3.5, 9.0])[kind].unsqueeze(1) * (1 + 0.15 * torch.randn(n, 1, generator=g))
    peak = torch.tensor([0.7, 0.9, 0.5, 0.6, 1.0])[kind].unsqueeze(1) * (1 + 0.1 * torch.randn(n, 1, generator=g))
    first = peak * torch.exp(-t / decay.abs().clamp(min=1.0))
    # shuffles and flaps have a second strike (brush + ball)
    gap = (8 + 6 * torch.rand(n, 1, generator=g)).round()
    two = torch.isin(kind, torch.tensor([2, 3])).float().unsqueeze(1)
    second = two * 0.8 * peak * torch.exp(-(t - gap).clamp(min=0) / decay.abs().clamp(min=1.0)) * (t >= gap).float()
    env = first + second + 0.01 * torch.rand(n, SAMPLES, generator=g)
    return env * 2 - 1, kind


def make_loader(batch_size=64):
    env, kind = tap_envelopes()
    return DataLoader(TensorDataset(env, kind), batch_size=batch_size, shuffle=True, drop_last=True), env, kind
