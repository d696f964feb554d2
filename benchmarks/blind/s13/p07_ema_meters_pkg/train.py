import torch
import torch.nn.functional as F

from config import Config
from models import MODELS
from utils.decorators import inference_only
from utils.ema import ModelEMA
from utils.meters import AverageMeter


def make_batch(cfg, weights):
    x = torch.randn(cfg.batch_size, cfg.model_args["n_features"])
    return x, torch.tanh(x @ weights)


@inference_only
def run_validation(net, batches):
    meter = AverageMeter("val_mse")
    for x, y in batches:
        meter.update(F.mse_loss(net(x), y).item(), n=x.size(0))
    return meter


def main():
    torch.manual_seed(0)
    cfg = Config()
    weights = torch.randn(cfg.model_args["n_features"]) / 4
    model = MODELS[cfg.model](**cfg.model_args)
    optimizer = getattr(torch.optim, cfg.optimizer)(model.parameters(), lr=cfg.lr)
    ema = ModelEMA(model, cfg.ema_decay)
    val_batches = [make_batch(cfg, weights) for _ in range(4)]

    for epoch in range(cfg.epochs):
        model.train()
        train_meter = AverageMeter("train_mse")
        for _ in range(cfg.steps_per_epoch):
            x, y = make_batch(cfg, weights)
            loss = F.mse_loss(model(x), y)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            ema.update(model)
            train_meter.update(loss.item(), n=x.size(0))
        model.eval()
        print(f"epoch {epoch}  {train_meter}  {run_validation(model, val_batches)}  "
              f"ema {run_validation(ema.module, val_batches).avg:.4f}")


if __name__ == "__main__":
    main()
