import torch

from pinn_oscillator.losses import make_terms
from pinn_oscillator.net import StateNet
from pinn_oscillator.physics import DampedOscillator

WEIGHTS = {"physics": 1.0, "initial": 10.0, "data": 5.0}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    osc = DampedOscillator()
    collocation = torch.linspace(0, 6, 80).unsqueeze(1)
    t_obs = torch.rand(12, 1) * 2.0
    x_obs = osc.exact_position(t_obs).squeeze(1) + 0.01 * torch.randn(12)
    terms = make_terms(osc, collocation, t_obs, x_obs)

    net = StateNet()
    optimizer = torch.optim.Adam(net.parameters(), lr=1e-2)
    t_test = torch.linspace(0, 6, 200).unsqueeze(1)
    for it in range(1000):
        optimizer.zero_grad()
        total = sum(WEIGHTS[name] * term(net) for name, term in terms.items())
        total.backward()
        optimizer.step()
        if it % 200 == 0:
            with torch.no_grad():
                err = (net(t_test)[:, 0] - osc.exact_position(t_test).squeeze(1)).abs().max()
            print(f"iter {it:4d}  max position error {err.item():.4f}")


if __name__ == "__main__":
    main()
