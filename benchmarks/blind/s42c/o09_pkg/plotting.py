"""Helpers to pull results out of torch and print them."""
import numpy as np
import torch


def to_numpy(tensor):
    return tensor.detach().cpu().numpy()


def predict_on_grid(net, x, t_value):
    """u(x, t_value) at the reference grid points."""
    net.eval()
    xt = torch.stack([torch.as_tensor(x, dtype=torch.float32),
                      torch.full((len(x),), float(t_value))], dim=1)
    return net(xt)[:, 0]


def ascii_profile(x, u_pinn, u_ref, width=41):
    idx = np.linspace(0, len(x) - 1, width).astype(int)
    rows = []
    for level in np.linspace(1.0, -1.0, 9):
        line = ""
        for i in idx:
            mark = " "
            if abs(u_ref[i] - level) < 0.125:
                mark = "."
            if abs(u_pinn[i] - level) < 0.125:
                mark = "o" if mark == " " else "@"
            line += mark
        rows.append(f"{level:+.2f} |{line}|")
    print("\n".join(rows))
    print("       o PINN   . finite difference   @ both")
