"""Timegrapher data of one calibre: daily rate (s/day) of many movements in six positions,
three temperatures and across the power reserve.  A small physical model is fitted per batch
of movements: base rate, a poise (unbalance) vector, isochronism and a thermal coefficient.
"""
from dataclasses import dataclass, fields, replace
import math

import torch

POSITIONS = ("DU", "DD", "CU", "CD", "CL", "CR")
# angle of the balance-wheel plane's "up" direction for the vertical positions (rad);
# dial up / dial down carry no poise error.
_ANGLE = torch.tensor([0.0, 0.0, 0.5 * math.pi, 1.5 * math.pi, math.pi, 0.0])
_VERTICAL = torch.tensor([0.0, 0.0, 1.0, 1.0, 1.0, 1.0])
_FLAT_SIGN = torch.tensor([1.0, -1.0, 0.0, 0.0, 0.0, 0.0])


def timegrapher_sessions(n_movements, n_readings, generator=None):
    g = generator
    true_base = 4.0 + 3.0 * torch.randn(n_movements, generator=g)
    true_poise = 6.0 * torch.randn(n_movements, 2, generator=g)
    movement = torch.randint(0, n_movements, (n_readings,), generator=g)
    position = torch.randint(0, len(POSITIONS), (n_readings,), generator=g)
    temp = torch.tensor([8.0, 23.0, 38.0])[torch.randint(0, 3, (n_readings,), generator=g)]
    amplitude = 200.0 + 110.0 * torch.rand(n_readings, generator=g)
    reading = dict(movement=movement, position=position, temp=temp, amplitude=amplitude)
    truth = CalibreModel(
        base=true_base, poise=true_poise,
        iso=torch.tensor([0.0, -3.5, 1.2]), thermal=torch.tensor([-4.5]), flat=torch.tensor([1.5]),
    )
    rate = truth.predict(**reading) + 0.6 * torch.randn(n_readings, generator=g)
    return reading, rate


@dataclass
class CalibreModel:
    base: torch.Tensor
    poise: torch.Tensor
    iso: torch.Tensor
    thermal: torch.Tensor
    flat: torch.Tensor

    @classmethod
    def initial(cls, n_movements):
        return cls(
            base=torch.zeros(n_movements, requires_grad=True),
            poise=torch.zeros(n_movements, 2, requires_grad=True),
            iso=torch.zeros(3, requires_grad=True),
            thermal=torch.zeros(1, requires_grad=True),
            flat=torch.zeros(1, requires_grad=True),
        )

    def tensors(self):
        return [getattr(self, f.name) for f in fields(self)]

    def predict(self, movement, position, temp, amplitude):
        a = (amplitude - 270.0) / 50.0
        # poise error grows as the amplitude falls
        gain = (250.0 / amplitude) ** 3 * _VERTICAL[position]
        angle = _ANGLE[position]
        unit = torch.stack([torch.cos(angle), torch.sin(angle)], dim=1)
        poise = (self.poise[movement] * unit).sum(dim=1) * gain
        iso = self.iso[0] + self.iso[1] * a + self.iso[2] * a * a
        return (self.base[movement] + poise + iso + self.flat * _FLAT_SIGN[position]
                + self.thermal * (temp - 23.0) / 10.0)

    def clear_grads(self):
        for tensor in self.tensors():
            tensor.grad = None

    def stepped(self, lr):
        moved = {f.name: getattr(self, f.name) - lr * getattr(self, f.name).grad
                 for f in fields(self)}
        return replace(self, **moved)

    @classmethod
    def fit(cls, reading, rate, n_movements, steps=1000, lr=1.0, log_every=250):
        model = cls.initial(n_movements)
        for step in range(steps):
            model.clear_grads()
            resid = model.predict(**reading) - rate
            loss = torch.nn.functional.huber_loss(resid, torch.zeros_like(resid), delta=2.0)
            loss.backward()
            model = model.stepped(lr)
            if step % log_every == 0:
                print(f"step {step:4d}  huber {loss.item():.3f}")
        return model


def positional_spread(model, n_movements):
    """Max minus min rate over the six positions at 260 degrees amplitude, per movement."""
    movement = torch.arange(n_movements).repeat_interleave(len(POSITIONS))
    position = torch.arange(len(POSITIONS)).repeat(n_movements)
    with torch.no_grad():
        rate = model.predict(movement, position, torch.full_like(movement, 23.0, dtype=torch.float32),
                             torch.full_like(movement, 260.0, dtype=torch.float32))
    rate = rate.view(n_movements, len(POSITIONS))
    return rate.max(dim=1).values - rate.min(dim=1).values


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    n_movements = 40
    reading, rate = timegrapher_sessions(n_movements, 4000)
    model = CalibreModel.fit(reading, rate, n_movements)
    print("thermal coefficient (s/day per 10 K):", round(model.thermal.item(), 3))
    print("isochronism:", [round(v, 2) for v in model.iso.tolist()])
    spread = positional_spread(model, n_movements)
    print("movements needing poise work (>10 s/day spread):", int((spread > 10).sum()))


if __name__ == "__main__":
    main()
