import torch

DT = 1.0


class Envelope:
    """Toy hot-air balloon: envelope heat drives lift, the burner adds heat, the air cools it."""

    def __init__(self, *, cooling=0.25, drag=0.3, gain=0.5, noise=0.01):
        self.cooling = cooling
        self.drag = drag
        self.gain = gain
        self.noise = noise

    def reset(self, n, generator=None):
        h = torch.randn(n, generator=generator) * 1.5
        v = torch.randn(n, generator=generator) * 0.3
        heat = 0.4 + 0.2 * torch.randn(n, generator=generator)
        target = torch.randn(n, generator=generator) * 1.5
        return torch.stack([h, v, heat], dim=1), target

    def step(self, state, duty):
        h, v, heat = state.unbind(dim=1)
        duty = duty.squeeze(1)
        accel = 0.5 * heat - 0.2 - self.drag * v
        v_next = v + DT * 0.5 * accel
        h_next = h + DT * 0.5 * v_next
        heat_next = heat + DT * (self.gain * duty - self.cooling * heat)
        nxt = torch.stack([h_next, v_next, heat_next], dim=1)
        return nxt + self.noise * torch.randn_like(nxt)


def observe(state, target):
    return torch.stack([state[:, 0] - target, state[:, 1], state[:, 2]], dim=1)
