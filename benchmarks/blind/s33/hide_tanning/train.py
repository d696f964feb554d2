import torch

from drums import MONOTONE, PROCESS, drum_runs
from fit import errors, reorder, train
from layers import PartialMonotoneNet


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(17)
    x, y = drum_runs(2000, g)
    xt, yt = drum_runs(500, g)
    x, xt = reorder(x, PROCESS, MONOTONE), reorder(xt, PROCESS, MONOTONE)
    x_mu, x_sd, y_mu, y_sd = x.mean(0), x.std(0), y.mean(0), y.std(0)
    x, xt = (x - x_mu) / x_sd, (xt - x_mu) / x_sd
    y, yt = (y - y_mu) / y_sd, (yt - y_mu) / y_sd

    model = PartialMonotoneNet(len(MONOTONE), len(PROCESS) - len(MONOTONE), 2)
    cr, ts = errors(model, xt, yt, y_mu, y_sd)
    print(f"untrained: test mae Cr2O3 {cr:.3f} %, Ts {ts:.2f} C")
    for epoch, loss in train(model, x, y):
        cr, ts = errors(model, xt, yt, y_mu, y_sd)
        print(f"epoch {epoch}: mse {loss:.4f} | test mae Cr2O3 {cr:.3f} %, Ts {ts:.2f} C")

    probe = xt[:1].repeat(5, 1)
    probe[:, 0] = torch.linspace(-1.5, 1.5, 5)
    with torch.no_grad():
        curve = (model(probe) * y_sd + y_mu)[:, 0]
    print("Cr2O3 vs chrome offer:", [round(v, 2) for v in curve.tolist()])


if __name__ == "__main__":
    main()
