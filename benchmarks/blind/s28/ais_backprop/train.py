import torch

from encoder import VesselModel
from engine import train_step
from tracks import VESSEL_TYPES, ais_tracks, forecasting_pairs
from warmup import linear_warmup


@torch.no_grad()
def accuracy(model, tracks, kinds):
    model.eval()
    pred = model.classify(tracks).argmax(1)
    model.train()
    per_type = [round((pred[kinds == k] == k).float().mean().item(), 2) for k in range(len(VESSEL_TYPES))]
    return round((pred == kinds).float().mean().item(), 3), per_type


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    labelled_x, labelled_y = ais_tracks(600, seed=1)
    pool = ais_tracks(2000, seed=2, labelled=False)      # the unlabelled AIS feed
    test_x, test_y = ais_tracks(600, seed=3)
    history, future = forecasting_pairs(pool)

    model = VesselModel(types=len(VESSEL_TYPES))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    schedule = linear_warmup(optimizer, steps=50)
    print("untrained acc:", accuracy(model, test_x, test_y))
    gen = torch.Generator().manual_seed(4)
    for epoch in range(5):
        ce_sum = mse_sum = 0.0
        for step in range(40):
            rows = torch.randint(0, len(labelled_y), (32,), generator=gen)
            pool_rows = torch.randint(0, len(history), (64,), generator=gen)
            ce, mse = train_step(model, optimizer, (labelled_x[rows], labelled_y[rows]),
                                 (history[pool_rows], future[pool_rows]), forecast_weight=10.0)
            schedule.step()
            ce_sum, mse_sum = ce_sum + ce, mse_sum + mse
        print(f"epoch {epoch}  ce {ce_sum / 40:.4f}  forecast {mse_sum / 40:.4f}  test acc {accuracy(model, test_x, test_y)}")


if __name__ == "__main__":
    main()
