import torch

from .model import TemporalConvForecaster
from .objective import forecast_loss
from .sensors import loop_detector_series, windows
from .settings import CFG


def evaluate(model, series):
    model.eval()
    errs = [forecast_loss(model, x, y)[0].item() for x, y in windows(series, CFG["data"], 256, shuffle=False)]
    model.train()
    return sum(errs) / len(errs)


def main():
    torch.manual_seed(0)
    train_series = loop_detector_series(CFG["data"], seed=0)
    val_series = loop_detector_series(CFG["data"], seed=1)
    model = TemporalConvForecaster(CFG["data"], CFG["model"])
    opt = torch.optim.Adam(model.parameters(), lr=CFG["train"]["lr"])
    g = torch.Generator().manual_seed(0)
    for epoch in range(CFG["train"]["epochs"]):
        for x, y in windows(train_series, CFG["data"], CFG["train"]["batch_size"], g=g):
            loss, _ = forecast_loss(model, x, y)
            opt.zero_grad()
            loss.backward()
            opt.step()
        if epoch % CFG["runtime"]["log_every"] == 0:
            print(f"epoch {epoch} train {loss.item():.4f} val {evaluate(model, val_series):.4f}")


if __name__ == "__main__":
    main()
