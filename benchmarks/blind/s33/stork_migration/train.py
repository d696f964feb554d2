import torch

from stork_migration.nets import TrackCritic, TrackGenerator
from stork_migration.tracks import FLYWAYS, tagged_birds
from stork_migration.trainer import TrackGAN


def track_summary(moves, cond):
    out = {}
    for k, name in enumerate(FLYWAYS):
        rows = cond[:, k] == 1
        end = moves[rows].sum(1)
        daily = moves[rows].norm(dim=-1)
        out[name] = {"end_e": round(end[:, 0].mean().item(), 1),
                     "end_n": round(end[:, 1].mean().item(), 1),
                     "stop_share": round((daily < 0.6).float().mean().item(), 3)}
    return out


def main(epochs=4, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(21)
    moves, cond = tagged_birds(1536, g)
    gan = TrackGAN(TrackGenerator(), TrackCritic())
    print("tagged birds:", track_summary(moves, cond))
    for epoch in range(epochs):
        print(f"epoch {epoch}:", gan.fit_epoch(moves, cond, batch_size))
    with torch.no_grad():
        probe_cond = cond[:512]
        print("synthetic:", track_summary(gan.sample(probe_cond), probe_cond))


if __name__ == "__main__":
    main()
