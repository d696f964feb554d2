import torch

from .callbacks import ClipAndStepCallback, LossPrinter, ZeroGradCallback
from .data import make_loader
from .model import GRUSentiment, count_params, init_weights
from .trainer import Trainer


def main():
    torch.manual_seed(0)
    model = GRUSentiment(vocab=60)
    init_weights(model)
    print("params:", count_params(model))
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    callbacks = [ZeroGradCallback(), ClipAndStepCallback(max_norm=1.0), LossPrinter()]
    Trainer(model, optimizer, make_loader(), callbacks).fit(epochs=4)


if __name__ == "__main__":
    main()
