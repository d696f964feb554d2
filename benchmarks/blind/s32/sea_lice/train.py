import asyncio

import torch

from sea_lice.callbacks import EpochPrinter, GradientNorms
from sea_lice.farms import TRIGGER, pen_histories
from sea_lice.model import LiceForecaster
from sea_lice.trainer import Trainer


@torch.no_grad()
def trigger_scores(model, covariates, lice):
    model.eval()
    _, logit, _ = model(covariates[:, :-2], lice[:, :-2])
    exceeded, flagged = lice[:, 2:] > TRIGGER, logit > 0
    recall = (flagged & exceeded).sum() / exceeded.sum().clamp(min=1)
    precision = (flagged & exceeded).sum() / flagged.sum().clamp(min=1)
    return f"recall {recall.item():.3f} precision {precision.item():.3f}"


def main(epochs=6):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    covariates, lice = pen_histories(96)
    test_cov, test_lice = pen_histories(32)
    model = LiceForecaster()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    trainer = Trainer(model, optimizer, callbacks=[GradientNorms(), EpochPrinter()])
    print("trigger warnings before:", trigger_scores(model, test_cov, test_lice))
    asyncio.run(trainer.fit(covariates, lice, epochs))
    print("trigger warnings after:", trigger_scores(model, test_cov, test_lice))


if __name__ == "__main__":
    main()
