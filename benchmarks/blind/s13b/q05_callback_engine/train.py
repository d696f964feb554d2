import torch

from callbacks import ClipGradNorm, History, StepLR, ZeroGrad
from data import loader, stripes_dataset
from engine import Engine
from model import StripeNet

SETTINGS = {"batch_size": 32, "lr": 0.05, "epochs": 3, "max_norm": 2.0}


def main(settings=SETTINGS):
    torch.manual_seed(0)
    x, y = stripes_dataset(640)
    train_batches = loader(x[:512], y[:512], settings["batch_size"], shuffle=True)
    val_batches = loader(x[512:], y[512:], 128, shuffle=False)
    model = StripeNet()
    optimizer = torch.optim.SGD(model.parameters(), lr=settings["lr"], momentum=0.9)
    history = History()
    engine = Engine(model, optimizer, callbacks=[
        ZeroGrad(), ClipGradNorm(settings["max_norm"]), StepLR(step_size=2, gamma=0.5), history,
    ])
    engine.fit(train_batches, val_batches, settings["epochs"])
    print("last batch losses:", [round(v, 3) for v in history.batch_losses[-3:]])


if __name__ == "__main__":
    main()
