import torch
from torch import nn

from iol_power.biometry import COLUMNS, cohort
from iol_power.model import PowerRegressor
from iol_power.optim import build
from iol_power.outcomes import OutcomeTracker

RUN = {"optimizer": "adamw", "schedule": "cosine", "epochs": 6, "batch_size": 64}


def main(run=RUN):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(5)
    x, y = cohort(2400, g)
    xv, yv = cohort(600, g)
    mu, sd = x.mean(0), x.std(0)
    y_mu, y_sd = y.mean(), y.std()
    x, xv = (x - mu) / sd, (xv - mu) / sd
    y, yv = (y - y_mu) / y_sd, (yv - y_mu) / y_sd

    model = PowerRegressor(len(COLUMNS))
    opt, sched = build(model, run["optimizer"], run["schedule"], run["epochs"])
    loss_fn = nn.SmoothL1Loss(beta=0.1)
    train_outcomes = OutcomeTracker(y_sd.item(), y_mu.item())
    val_outcomes = OutcomeTracker(y_sd.item(), y_mu.item())

    with torch.no_grad():
        val_outcomes.update(model(xv), yv)
    print("untrained:", val_outcomes.report())

    for epoch in range(run["epochs"]):
        model.train()
        for idx in torch.randperm(len(y)).split(run["batch_size"]):
            pred = model(x[idx])
            loss = loss_fn(pred, y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            train_outcomes.update(pred, y[idx])
        sched.step()
        model.eval()
        with torch.no_grad():
            val_outcomes.update(model(xv), yv)
        print(f"epoch {epoch}: train {train_outcomes.report()} val {val_outcomes.report()}")


if __name__ == "__main__":
    main()
