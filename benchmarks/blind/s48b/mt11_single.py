"""Inverse problem: kite pull and line drag from a photo of the sagging line.

The line is integrated as a flexible string from the kite (top end) down to the
flyer's hand.  Tension vector T(s) changes along arc length s under the line's
weight (down) and the wind drag on the line (downwind, proportional to the
squared normal component of the wind):  dT/ds = -(f_weight + f_drag),
dr/ds = T / |T|.  Unknowns: the kite's pull |T(0)| and the drag coefficient.
Fitted with hand-written gradient descent in log-parameters.
"""
import math

import numpy as np
import torch

LINE_WEIGHT = 0.25          # per unit length, in units of a reference pull
WIND = torch.tensor([1.0, 0.0])


def line_loads(direction, c_drag):
    # wind component normal to the line
    along = (WIND * direction).sum(-1, keepdim=True) * direction
    normal = WIND - along
    speed_n = normal.norm(dim=-1, keepdim=True)
    f_drag = c_drag * speed_n * normal
    f_weight = torch.tensor([0.0, -LINE_WEIGHT]).expand_as(f_drag)
    return f_drag + f_weight


def shoot_line(pull, c_drag, kite_angle, length=1.0, n_seg=60):
    """Integrate from the kite down the line; returns points (n_seg+1, 2)
    relative to the kite, in the order kite -> hand."""
    ds = length / n_seg
    angle = torch.tensor(kite_angle)
    tension = pull * torch.stack([-torch.cos(angle), -torch.sin(angle)])
    r = torch.zeros(2)
    points = [r]
    for _ in range(n_seg):
        direction = -tension / tension.norm()
        r = r + ds * direction
        tension = tension + ds * line_loads(direction, c_drag)
        points.append(r)
    return torch.stack(points)


def photo_of_line(pull, c_drag, kite_angle, n_marks, noise, generator):
    with torch.no_grad():
        pts = shoot_line(torch.tensor(pull), torch.tensor(c_drag), kite_angle)
    idx = torch.linspace(0, pts.shape[0] - 1, n_marks).round().long()
    return idx, pts[idx] + noise * torch.randn(n_marks, 2, generator=generator)


def sag_misfit(theta, sessions):
    pull, c_drag = theta.exp().unbind(0)
    total = 0.0
    for kite_angle, idx, marks in sessions:
        pts = shoot_line(pull, c_drag, kite_angle)
        # residuals in percent of the line length
        total = total + ((100.0 * (pts[idx] - marks)) ** 2).sum(-1).mean()
    return total / len(sessions)


def descend(sessions, guess, lr=(0.02, 0.04), iters=80, log_every=10):
    theta = torch.tensor([math.log(g) for g in guess], requires_grad=True)
    step = torch.tensor(lr)
    for it in range(iters):
        loss = sag_misfit(theta, sessions)
        loss.backward()
        theta = theta - step * theta.grad
        if it % log_every == 0:
            pull, c_drag = theta.detach().exp().tolist()
            print(f"it {it:3d} misfit {loss.item():.3e} pull {pull:.3f} c_drag {c_drag:.4f}")
    return theta


def main(seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    true_pull, true_cd = 0.6, 0.05
    sessions = []
    for kite_angle in (0.7, 0.9, 1.1):
        idx, marks = photo_of_line(true_pull, true_cd, kite_angle, 12, 2e-3, gen)
        sessions.append((kite_angle, idx, marks))
    theta = descend(sessions, guess=(0.9, 0.12))
    pull, c_drag = theta.detach().exp().tolist()
    print(f"pull {pull:.3f} (true {true_pull}), c_drag {c_drag:.4f} (true {true_cd})")


if __name__ == "__main__":
    main()
