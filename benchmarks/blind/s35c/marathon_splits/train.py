import torch

from marathon_splits.loop import mae_minutes, train_epoch
from marathon_splits.model import FinishTimeModel
from marathon_splits.optim import build_optimizers, make_resetters, make_schedulers
from marathon_splits.races import COURSE, N_RUNNERS, make_results, make_runners

EPOCHS = 10


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(42)
    runners = make_runners(gen)
    train = make_results(runners, 4000, gen)
    valid = make_results(runners, 1000, gen)

    model = FinishTimeModel(N_RUNNERS, 3 + len(COURSE))
    optimizers = build_optimizers(model)
    resetters = make_resetters(optimizers)
    schedulers = make_schedulers(optimizers, gamma=0.85)
    print(f"untrained valid mae {mae_minutes(model, valid):.2f} min")
    for epoch in range(EPOCHS):
        loss = train_epoch(model, optimizers, resetters, train, batch=64, generator=gen)
        for scheduler in schedulers:
            scheduler.step()
        mae = mae_minutes(model, valid)
        print(f"epoch {epoch}: train huber {loss:.4f}, valid mae {mae:.2f} min")


if __name__ == "__main__":
    main()
