"""python -m d06_pkg.train"""
import torch

from . import model, rink
from .adam import adam_init, adam_update
from .tree import clear_grads, tree_leaves

SETTINGS = {"seed": 0, "rows": 12 * 24 * 21, "width": 48, "lr": 2e-3, "batch": 64, "epochs": 5}


def objective(params, xb, yb, stats):
    return torch.nn.functional.mse_loss(model.apply(params, xb, stats), yb)


def run_epoch(params, opt_state, batches, stats, lr):
    clear_grads(params)
    seen, total, grad_norms = 0, 0.0, []
    for xb, yb in batches:
        err = objective(params, xb, yb, stats)
        err.backward()
        params, opt_state = adam_update(params, opt_state, lr=lr)
        grad_norms.append(sum(p.grad.pow(2).sum() for p in tree_leaves(params)).sqrt().item())
        total, seen = total + err.item() * len(xb), seen + len(xb)
    return params, opt_state, total / seen, grad_norms


def main(s=SETTINGS):
    torch.manual_seed(s["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(s["seed"])
    x, y = rink.plant_log(gen, s["rows"])
    split = int(0.8 * len(x))
    stats = (x[:split].mean(0), x[:split].std(0))
    params = model.init(gen, x.shape[1], s["width"])
    opt_state = adam_init(params)

    for epoch in range(s["epochs"]):
        batches = rink.loader(x[:split], y[:split], s["batch"], gen)
        params, opt_state, mse, norms = run_epoch(params, opt_state, batches, stats, s["lr"])
        with torch.no_grad():
            val = objective(params, x[split:], y[split:], stats).sqrt().item()
        print(f"epoch {epoch}: train mse {mse:.4f}  valid rmse {val:.3f} K  "
              f"|grad| first/last step {norms[0]:.3f}/{norms[-1]:.3f}")


if __name__ == "__main__":
    main()
