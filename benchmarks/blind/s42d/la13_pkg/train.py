import torch

from .engine import evaluate, train_epoch
from .loads import dryer_cycles
from .model import DryerNet


def main(epochs=8):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(23)
    train_data = dryer_cycles(2000, gen)
    valid_data = dryer_cycles(400, gen)
    net = DryerNet(train_data[0].shape[2], train_data[1].shape[1])
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=0.5, patience=1)
    for epoch in range(epochs):
        net.train()
        meter = train_epoch(net, opt, train_data, gen)
        net.eval()
        scores = evaluate(net, valid_data)
        plateau.step(scores["moisture_pct"])
        print(f"epoch {epoch}: train [{meter.line()}]  valid moisture MAE {scores['moisture_pct']:.2f} %  "
              f"remaining MAE {scores['remaining_min']:.1f} min  clog acc {scores['clog_acc']:.3f}")


if __name__ == "__main__":
    main()
