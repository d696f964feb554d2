"""Seat racing for a men's eight: 500 m piece times from the line-up in the boat.

Each rower has a small vector of latent traits (power, timing, ratio tolerance); each seat
weights those traits differently (stroke seat rewards timing, engine room rewards power), and
neighbours interact through a rhythm compatibility term.  Pieces are rowed in varying wind.
"""
import itertools

import torch
import torch.nn.functional as F

SQUAD, SEATS, TRAITS = 14, 8, 3


def row_pieces(n_pieces, generator=None):
    g = generator
    true_traits = torch.randn(SQUAD, TRAITS, generator=g)
    true_seat = torch.tensor([[0.2, 1.0, 0.3]] + [[1.0, 0.3, 0.2]] * 6 + [[0.4, 0.6, 0.6]])
    lineups = torch.stack([torch.randperm(SQUAD, generator=g)[:SEATS] for _ in range(n_pieces)])
    wind = torch.randn(n_pieces, generator=g)
    params = {"traits": true_traits, "seat": true_seat, "rhythm": torch.tensor(0.15),
              "base": torch.tensor(88.0), "wind": torch.tensor(1.6)}
    times = piece_time(params, lineups, wind) + 0.25 * torch.randn(n_pieces, generator=g)
    return lineups, wind, times, true_traits


def piece_time(params, lineups, wind):
    traits = params["traits"][lineups]                       # pieces x seats x traits
    contribution = (traits * params["seat"]).sum(dim=(1, 2))
    neighbours = (traits[:, 1:] * traits[:, :-1]).sum(dim=(1, 2))
    return params["base"] - 0.6 * contribution - params["rhythm"] * neighbours \
        + params["wind"] * wind


def init_params():
    return {
        "traits": torch.randn(SQUAD, TRAITS, requires_grad=True) * 0.1,
        "seat": torch.ones(SEATS, TRAITS, requires_grad=True),
        "rhythm": torch.zeros((), requires_grad=True),
        "base": torch.full((), 90.0, requires_grad=True),
        "wind": torch.zeros((), requires_grad=True),
    }


def fit(params, lineups, wind, times, epochs=300, lr=0.05, l2=1e-3):
    optimizer = torch.optim.Adam(params.values(), lr=lr)
    for epoch in range(epochs):
        optimizer.zero_grad()
        pred = piece_time(params, lineups, wind)
        loss = F.mse_loss(pred, times) + l2 * params["traits"].pow(2).sum()
        loss.backward()
        optimizer.step()
        if epoch % 100 == 0:
            print(f"epoch {epoch:3d}: rmse {F.mse_loss(pred, times).sqrt().item():.3f} s")
    return params


@torch.no_grad()
def best_lineup(params, candidates=2000):
    """Random search over line-ups drawn from the squad, in still water."""
    best, best_time = None, float("inf")
    for _ in range(candidates):
        lineup = torch.randperm(SQUAD)[:SEATS][None]
        t = piece_time(params, lineup, torch.zeros(1)).item()
        if t < best_time:
            best, best_time = lineup[0].tolist(), t
    return best, best_time


def seat_race_pairs(lineup):
    """Pairs to swap in the next session to confirm the ranking."""
    bench = [r for r in range(SQUAD) if r not in lineup]
    return list(itertools.islice(itertools.product(lineup[1:7], bench), 6))


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    lineups, wind, times, _ = row_pieces(400)
    params = fit(init_params(), lineups, wind, times)
    lineup, predicted = best_lineup(params)
    print("suggested line-up (bow to stroke):", lineup, f"predicted {predicted:.2f} s")
    print("next seat races:", seat_race_pairs(lineup))


if __name__ == "__main__":
    main()
