"""Riichi-mahjong discard safety: is this discard the winning tile of an opponent in
riichi (a deal-in)? One row per (discarded tile, game state)."""
import torch

N_TILE_TYPES = 34


def game_states(n, seed=67):
    g = torch.Generator().manual_seed(seed)
    tile = torch.randint(0, N_TILE_TYPES, (n,), generator=g)
    honour = (tile >= 27).float()
    number = torch.where(honour.bool(), torch.zeros(n), (tile % 9 + 1).float())
    turn = torch.randint(4, 19, (n,), generator=g).float()
    visible = torch.randint(0, 4, (n,), generator=g).float()         # copies already seen
    genbutsu = (torch.rand(n, generator=g) < 0.25).float()           # riichi player discarded it
    suji = (torch.rand(n, generator=g) < 0.3).float() * (1 - honour)
    riichi_turn = torch.clamp(turn - torch.randint(0, 8, (n,), generator=g).float(), min=3)
    dora = (torch.rand(n, generator=g) < 0.1).float()
    middle = ((number >= 3) & (number <= 7)).float()
    logit = (-1.8 + 0.9 * middle - 0.8 * honour - 0.6 * visible - 4.0 * genbutsu - 1.2 * suji
             + 0.08 * (turn - riichi_turn) + 0.5 * dora + 0.3 * torch.randn(n, generator=g))
    deal_in = (torch.rand(n, generator=g) < torch.sigmoid(logit)).float()
    dense = torch.stack([turn / 18, visible / 3, genbutsu, suji, (turn - riichi_turn) / 10, dora,
                         middle, honour], 1)
    return {"tile": tile, "dense": dense, "y": deal_in}


def take(data, idx):
    return {k: v[idx] for k, v in data.items()}
