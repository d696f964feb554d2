import numpy as np
import torch

from .networks import CollocationWeights, ProfileNet
from .physics import exact_profile, fin_number
from .trainer import adaptive_step


def make_optimizers(net, weights, lr_net=3e-3, lr_w=5e-3):
    opt_net = torch.optim.Adam(net.parameters(), lr=lr_net)
    opt_w = torch.optim.Adam(weights.parameters(), lr=lr_w, maximize=True)
    return opt_net, opt_w


def main(kappa=0.01, beta=1.0, n_colloc=96, iters=400, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    print(f"fin number m = {fin_number(kappa, beta):.1f}")
    z = torch.rand(n_colloc, 1).pow(2).requires_grad_(True)
    net = ProfileNet()
    weights = CollocationWeights(n_colloc)
    opt_net, opt_w = make_optimizers(net, weights)
    for it in range(iters):
        loss, worst = adaptive_step(net, weights, opt_net, opt_w, z, kappa, beta)
        if it % 100 == 0:
            print(f"it {it:4d} loss {loss:.4e} max|r| {worst:.3e}")
    z_test = torch.linspace(0, 1, 201).unsqueeze(1)
    with torch.no_grad():
        err = (net(z_test) - exact_profile(z_test, kappa, beta)).abs().max().item()
    print(f"max abs error vs sinh profile: {err:.4f}")


if __name__ == "__main__":
    main()
