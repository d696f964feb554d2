import torch

from .collect import EpochCollector
from .loop import evaluate, train_epoch
from .model import ExpectedGoals
from .shots import shot_events


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_events = shot_events(16000, seed=1)
    test_events = shot_events(4000, seed=2)
    model = ExpectedGoals()
    # maximise the log-likelihood directly
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, maximize=True)
    collector = EpochCollector()
    print("untrained test:", evaluate(model, test_events, collector))
    for season in range(6):
        train = train_epoch(model, optimizer, train_events, collector)
        print(f"pass {season}  train {train}  test {evaluate(model, test_events, collector)}")


if __name__ == "__main__":
    main()
