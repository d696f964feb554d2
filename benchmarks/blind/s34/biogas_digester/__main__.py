import torch

from .engine import evaluate, train_epoch
from .feed import TARGETS, feeding_logs
from .model import DigesterNet

LOSS_WEIGHTS = {"ch4_d1": 1.0, "ch4_d3": 0.5, "ch4_d7": 0.5, "fos_tac": 2.0}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = feeding_logs(2500, seed=1)
    test = feeding_logs(600, seed=2)
    model = DigesterNet(train[0].shape[1], len(TARGETS), train[0].mean(0), train[0].std(0))
    optimizer = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[8, 12], gamma=0.3)
    for epoch in range(1, 16):
        terms = train_epoch(model, train, optimizer, weights=LOSS_WEIGHTS)
        scheduler.step()
        if epoch % 5 == 0:
            mae = evaluate(model, test)
            print(f"epoch {epoch:2d}  last batch {terms}")
            print("          test mae " + "  ".join(f"{k} {v:.3f}" for k, v in mae.items()))


if __name__ == "__main__":
    main()
