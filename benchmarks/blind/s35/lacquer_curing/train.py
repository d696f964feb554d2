import torch
from torch import nn

from lacquer_curing.chamber import INPUTS, OUTPUTS, Scaler, cabinet_runs
from lacquer_curing.legacy import least_squares_calibration
from lacquer_curing.model import CuringModel, scores
from lacquer_curing.porting import port_arrays

RUN = {"n_train": 900, "n_test": 300, "epochs": 30, "batch": 64, "lr": 3e-3}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(5)
    x_raw, y = cabinet_runs(RUN["n_train"], gen)
    xt_raw, yt = cabinet_runs(RUN["n_test"], gen)
    scale = Scaler(x_raw)
    x, xt = scale(x_raw), scale(xt_raw)
    print(f"{len(x)} cabinet runs, inputs {INPUTS}, targets {OUTPUTS}")

    model = CuringModel(len(INPUTS), len(OUTPUTS))
    port_arrays(model, least_squares_calibration(x.numpy(), y.numpy()))
    dry, hard = scores(model, xt, yt)
    print(f"calibration only: drying time rel. error {dry:.1%}, hardness mae {hard:.2f}")

    optimizer = torch.optim.Adam(model.parameters(), lr=RUN["lr"])
    loss_fn = nn.MSELoss()
    for epoch in range(RUN["epochs"]):
        order = torch.randperm(len(x), generator=gen)
        for i in range(0, len(x), RUN["batch"]):
            idx = order[i:i + RUN["batch"]]
            loss = loss_fn(model(x[idx]), y[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch % 10 == 9:
            dry, hard = scores(model, xt, yt)
            print(f"epoch {epoch + 1}: drying time rel. error {dry:.1%}, hardness mae {hard:.2f}")


if __name__ == "__main__":
    main()
