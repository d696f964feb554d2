import torch

SAMPLES = 48
_CENTRES = torch.tensor([[1.0, 0.0], [-0.45, 0.85], [-0.6, -0.75]])


def iq_shots(n, generator, t1=120.0, noise=1.1):
    """Shots prepared in |0>, |1>, |2>; the excited states may decay during readout."""
    g = generator
    state = torch.randint(0, 3, (n,), generator=g)
    t = torch.arange(SAMPLES).float()
    decay_at = -t1 * torch.log(torch.rand(n, generator=g))
    level = state[:, None].expand(n, SAMPLES).clone()
    decayed = t[None] > decay_at[:, None]
    level[decayed] = (level[decayed] - 1).clamp(min=0)
    ring_up = 1 - torch.exp(-t / 6.0)
    trace = _CENTRES[level] * ring_up[None, :, None]
    trace = trace + noise * torch.randn(n, SAMPLES, 2, generator=g)
    return trace.transpose(1, 2), state


class ShotLoader:
    def __init__(self, traces, states, batch_size, generator):
        self.traces, self.states = traces, states
        self.batch_size, self.generator = batch_size, generator

    def __iter__(self):
        order = torch.randperm(len(self.states), generator=self.generator)
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.traces[idx], self.states[idx]

    def __len__(self):
        return -(-len(self.states) // self.batch_size)
