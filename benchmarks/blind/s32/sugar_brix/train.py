import torch
import torch.nn.functional as F

from mill import FEATURES, TARGETS, crushing_records, standardiser
from model import ExtractionNet
from schedule import warmup_cosine
from step import TrainStep

SETTINGS = {
    "bf16": False,
    "epochs": 5,
    "batch_size": 64,
    "lr": 2e-3,
    "weight_decay": 1e-4,
    "max_norm": 1.0,
}


@torch.no_grad()
def mae_per_target(model, x, y, to_units):
    model.eval()
    err = (to_units(model(x)) - y).abs().mean(dim=0)
    return {name: round(v, 3) for name, v in zip(TARGETS, err.tolist())}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_train, y_train = crushing_records(4000)
    x_test, y_test = crushing_records(800)
    scale, unscale = standardiser(y_train)
    model = ExtractionNet(len(FEATURES), len(TARGETS))
    optimizer = torch.optim.AdamW(model.parameters(), lr=SETTINGS["lr"],
                                  weight_decay=SETTINGS["weight_decay"])
    steps_per_epoch = -(-x_train.shape[0] // SETTINGS["batch_size"])
    scheduler = warmup_cosine(optimizer, SETTINGS["epochs"] * steps_per_epoch, steps_per_epoch)
    train_step = TrainStep(model, optimizer, F.smooth_l1_loss,
                           mixed_precision=SETTINGS["bf16"], max_norm=SETTINGS["max_norm"],
                           scheduler=scheduler)
    print("mae before:", mae_per_target(model, x_test, y_test, unscale))
    for epoch in range(SETTINGS["epochs"]):
        losses = []
        for idx in torch.randperm(x_train.shape[0]).split(SETTINGS["batch_size"]):
            losses.append(train_step(x_train[idx], scale(y_train[idx])).item())
        print(f"epoch {epoch}: loss {sum(losses) / len(losses):.4f}  "
              f"mae {mae_per_target(model, x_test, y_test, unscale)}")


if __name__ == "__main__":
    main()
