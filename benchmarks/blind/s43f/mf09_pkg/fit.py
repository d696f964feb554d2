"""Tune a stateful wheel-vibration forecaster with truncated BPTT, then refit the winner.

    python -m mf09_pkg.fit
"""
import torch

from .laps import fleet_streams
from .recurrent import LapForecaster
from .study import Study
from .tbptt import rollout_error, train_epoch

EPOCHS, CLIP = 8, 1.0


def build(params, n_in):
    net = LapForecaster(n_in, params["hidden"], params["cell"], params["layers"], 0.1)
    opt = torch.optim.Adam(net.parameters(), lr=params["lr"])
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=4, gamma=0.5)
    return net, opt, sched


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = fleet_streams()
    split = 360
    x_tr, y_tr, x_va, y_va = x[:, :split], y[:, :split], x[:, split:], y[:, split:]

    def objective(trial):
        params = {"hidden": trial.suggest_int("hidden", 16, 48, step=16),
                  "cell": trial.suggest_categorical("cell", ["lstm", "gru"]),
                  "layers": trial.suggest_int("layers", 1, 2),
                  "lr": trial.suggest_float("lr", 2e-3, 2e-2, log=True),
                  "bptt": trial.suggest_categorical("bptt", [20, 40, 80])}
        torch.manual_seed(trial.number)
        net, opt, sched = build(params, x.shape[-1])
        best = float("inf")
        for _ in range(EPOCHS):
            train_epoch(net, opt, x_tr, y_tr, params["bptt"], CLIP)
            sched.step()
            score = rollout_error(net, x_tr, x_va, y_va)
            best = min(best, score)
            trial.report(score)
        print(f"trial {trial.number}: val MAE {best:.4f} g  {params}")
        return best

    best, trial = Study("coaster").run(objective, n_trials=4)
    print(f"best trial {trial.number} ({best:.4f} g); refit on laps 0-{split - 1} with seed 100")
    torch.manual_seed(100)
    net, opt, sched = build(trial.params, x.shape[-1])
    for epoch in range(EPOCHS):
        mse, _ = train_epoch(net, opt, x_tr, y_tr, trial.params["bptt"], CLIP)
        sched.step()
    print(f"refit: final train MSE {mse:.5f}, held-out laps MAE "
          f"{rollout_error(net, x_tr, x_va, y_va):.4f} g (naive last-lap MAE "
          f"{(x_va[..., 0] - y_va).abs().mean():.4f} g)")


if __name__ == "__main__":
    main()
