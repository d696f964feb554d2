import numpy as np
import torch

from .reference import PARAMS, sensor_data
from .network import GrayScottPINN
from .objective import pde_term, initial_term, data_term

WEIGHTS = {"data": 1.0, "ic": 10.0, "pde": 1.0}


def main():
    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(1)
    rng = np.random.default_rng(2)
    xt_np, obs_np, (x_ref, t_ref, U_ref, V_ref) = sensor_data(rng)
    xt = torch.from_numpy(xt_np).float()
    obs = torch.from_numpy(obs_np).float()
    print(f"{len(xt)} sensor readings at 12 locations; v peaks at {V_ref.max():.3f}")

    net = GrayScottPINN(width=64, depth=4)
    adam = torch.optim.Adam(net.parameters(), lr=1e-3)
    history = {"data": [], "ic": [], "pde_u": [], "pde_v": []}
    for step in range(800):
        adam.zero_grad()
        l_data = data_term(net, xt, obs)
        l_ic = initial_term(net, 256, gen)
        l_pde = pde_term(net, 512, PARAMS, gen)
        total = WEIGHTS["data"] * l_data + WEIGHTS["ic"] * l_ic + WEIGHTS["pde"] * l_pde
        total.backward()
        adam.step()

        history["data"].append(l_data.sum().item())
        history["ic"].append(l_ic.sum().item())
        pu, pv = l_pde.detach().tolist()
        history["pde_u"].append(pu)
        history["pde_v"].append(pv)
        if step % 200 == 0:
            print(f"step {step:5d}  data {history['data'][-1]:.2e}  ic {history['ic'][-1]:.2e}  "
                  f"pde u {pu:.2e}  pde v {pv:.2e}")

    # compare with the reference on the full grid
    tt, xx = np.meshgrid(t_ref, x_ref, indexing="ij")
    with torch.no_grad():
        pred = net(torch.from_numpy(xx.ravel()).float(), torch.from_numpy(tt.ravel()).float())
    pred = pred.numpy()
    err_u = np.abs(pred[:, 0] - U_ref.ravel()).max()
    err_v = np.abs(pred[:, 1] - V_ref.ravel()).max()
    print(f"max abs error vs finite differences: u {err_u:.3f}, v {err_v:.3f}")


if __name__ == "__main__":
    main()
