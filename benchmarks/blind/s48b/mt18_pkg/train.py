import numpy as np
import torch

from .drag import QuadraticDrag
from .model import HoseModel
from .sensitivity import range_vs_angle

SETTINGS = ("jet", "cone", "flat")


def check_drag_gradient(generator):
    v = torch.randn(5, 2, generator=generator).double().requires_grad_()
    k = torch.tensor([0.3], dtype=torch.float64, requires_grad=True)
    return torch.autograd.gradcheck(QuadraticDrag.apply, (v, k))


def lawn_marks(model_true, n_shots, generator, noise=0.05):
    idx = torch.randint(0, len(SETTINGS), (n_shots,), generator=generator)
    angles = 15.0 + 45.0 * torch.rand(n_shots, generator=generator)
    with torch.no_grad():
        dist = model_true(idx, angles)
    return idx, angles, dist + noise * torch.randn(n_shots, generator=generator)


def main(n_shots=48, iters=80, lr=0.05, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    print("gradcheck custom drag:", check_drag_gradient(gen))

    truth = HoseModel(SETTINGS, k_guess=0.08)
    with torch.no_grad():
        for s, speed in zip(SETTINGS, (11.0, 7.5, 9.0)):
            truth.log_speed[s].fill_(float(np.log(speed)))
    idx, angles, dist = lawn_marks(truth, n_shots, gen)

    model = HoseModel(SETTINGS)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for it in range(iters):
        opt.zero_grad()
        loss = ((model(idx, angles) - dist) ** 2).mean()
        loss.backward()
        opt.step()
        if it % 20 == 0:
            print(f"it {it:3d} landing mse {loss.item():.4f} m^2")
    speeds = model.speeds(torch.arange(len(SETTINGS))).detach().numpy()
    print("exit speeds m/s:", dict(zip(SETTINGS, speeds.round(2))), "k:", round(model.log_k.exp().item(), 4))

    sweep = torch.linspace(20.0, 60.0, 5)
    ranges, d_angle, d_v0 = range_vs_angle(model, torch.zeros(5, dtype=torch.long), sweep)
    print("jet range m:", ranges.numpy().round(2), "d range / d angle (m/deg):", d_angle.numpy().round(3))
    print("d range / d v0 (s):", d_v0.numpy().round(3))


if __name__ == "__main__":
    main()
