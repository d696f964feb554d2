"""Recover launch velocity and quadratic drag of a projectile from a noisy track.

The flight is integrated with explicit Euler so the whole simulation is
differentiable; the three physical parameters are fitted by plain gradient descent.
"""
import torch

torch.manual_seed(0)
torch.set_num_threads(1)

GRAVITY = torch.tensor([0.0, -9.81])
DT = 0.02
STEPS = 80


def simulate(theta, steps=STEPS):
    vel = theta[:2]
    drag = theta[2]
    pos = torch.zeros(2)
    track = []
    for _ in range(steps):
        acc = GRAVITY - drag * vel.norm() * vel
        vel = vel + DT * acc
        pos = pos + DT * vel
        track.append(pos)
    return torch.stack(track)


def make_fitter(observed, start, lr):
    theta = start.clone().requires_grad_(True)

    def step():
        nonlocal theta
        track = simulate(theta)
        loss = (track - observed).pow(2).sum(dim=1).mean()
        loss.backward()
        theta = theta - lr * theta.grad
        return loss.item()

    def estimate():
        return theta.detach().clone()

    return step, estimate


def main():
    truth = torch.tensor([7.0, 9.0, 0.08])
    with torch.no_grad():
        observed = simulate(truth) + 0.03 * torch.randn(STEPS, 2)

    step, estimate = make_fitter(observed, torch.tensor([5.0, 5.0, 0.02]), lr=torch.tensor([1.0, 1.0, 0.0005]))
    for it in range(300):
        loss = step()
        if it % 50 == 0:
            vx, vy, drag = estimate().tolist()
            print(f"iter {it:3d}  track mse {loss:.4f}  v0=({vx:.2f}, {vy:.2f})  drag={drag:.4f}")
    print("true   ", truth.tolist())
    print("fitted ", [round(v, 3) for v in estimate().tolist()])


if __name__ == "__main__":
    main()
