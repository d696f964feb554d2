import torch

from propofol_depth.cohort import patients
from propofol_depth.factory import build_model
from propofol_depth.objective import dose_loss
from propofol_depth.pump import deliverable

SETTINGS = {"arch": "mlp", "width": 64, "lr": 3e-3, "epochs": 6, "batch_size": 64}


@torch.no_grad()
def within_one_step(x, rate, settings):
    model = build_model(settings["arch"], settings["width"])
    model.eval()
    delivered = deliverable(model(x).squeeze(-1))
    err = (delivered - rate).abs()
    return err.mean().item(), (err <= 0.5).float().mean().item()


def main(settings=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(37)
    x, rate = patients(3000, g)
    xv, rate_v = patients(600, g)
    mu, sd = x.mean(0), x.std(0)
    x, xv = (x - mu) / sd, (xv - mu) / sd

    model = build_model(settings["arch"], settings["width"])
    optimizer = torch.optim.AdamW(model.parameters(), lr=settings["lr"], weight_decay=1e-4)
    mae, ok = within_one_step(xv, rate_v, settings)
    print(f"untrained: mae {mae:.2f} mg/kg/h, within one pump step {ok:.3f}")
    for epoch in range(settings["epochs"]):
        model.train()
        total = 0.0
        for idx in torch.randperm(len(rate)).split(settings["batch_size"]):
            optimizer.zero_grad()
            loss = dose_loss(model(x[idx]).squeeze(-1), rate[idx])
            loss.backward()
            optimizer.step()
            total += loss.item() * len(idx)
        mae, ok = within_one_step(xv, rate_v, settings)
        print(f"epoch {epoch}: loss {total / len(rate):.4f} mae {mae:.2f} mg/kg/h, "
              f"within one pump step {ok:.3f}")


if __name__ == "__main__":
    main()
