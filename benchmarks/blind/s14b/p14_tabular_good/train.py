import torch
import torch.nn.functional as F

from config import Config
from data import synth
from metrics import RunningMean, evaluate
from models import TabularNet


def main():
    cfg = Config()
    torch.manual_seed(0)
    train_batches = synth(cfg, cfg.n_train, 0)
    val_batches = synth(cfg, cfg.n_val, 1)
    model = TabularNet(cfg)
    opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    history = []
    for epoch in range(cfg.epochs):
        model.train()
        meter = RunningMean()
        batch_losses = []
        for numeric, cats, y in train_batches:
            loss = F.mse_loss(model(numeric, cats), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            meter.add(loss.item(), len(y))
            batch_losses.append(loss.detach())
        history.append(torch.stack(batch_losses).mean())
        rmse = evaluate(model, val_batches)
        print(f"epoch {epoch} train mse {meter.mean:.4f} val rmse {rmse:.4f}")
    print("history", [round(float(h), 4) for h in history])


if __name__ == "__main__":
    main()
