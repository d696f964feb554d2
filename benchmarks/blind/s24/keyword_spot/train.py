import torch

from batching import make_loader
from callbacks import PrintProgress, RunningLoss, SchedulerStep, Validate
from clips import KEYWORDS, N_BANDS, KeywordClips
from engine import Engine
from model import KeywordNet


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader = make_loader(KeywordClips(1200), batch_size=32, shuffle=True)
    val_loader = make_loader(KeywordClips(300), batch_size=100, shuffle=False)

    model = KeywordNet(N_BANDS, len(KEYWORDS))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=4, gamma=0.5)

    engine = Engine(model, optimizer)
    engine.callbacks = [
        RunningLoss(),
        SchedulerStep(scheduler),
        Validate(engine.evaluate, val_loader),
        PrintProgress(),
    ]
    print(f"val acc before training {engine.evaluate(val_loader):.3f}")
    engine.fit(train_loader, epochs=10)


if __name__ == "__main__":
    main()
