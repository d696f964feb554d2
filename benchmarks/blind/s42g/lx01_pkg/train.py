import torch

from .data import RankShard, bridge_openings
from .dist_utils import LocalDDP, read_env, unwrap_model
from .engine import run_epoch
from .net import OpeningTimeNet

CFG = {"epochs": 6, "batch": 32, "accum": 2, "lr": 3e-3, "n": 1024}


def main():
    torch.manual_seed(0)
    env = read_env()
    feats, target = bridge_openings(CFG["n"])
    net = OpeningTimeNet()
    ddp = LocalDDP(net, env)
    opt = torch.optim.Adam(ddp.parameters(), lr=CFG["lr"])
    shard = RankShard(CFG["n"], env.rank, env.world_size, CFG["batch"])
    for epoch in range(CFG["epochs"]):
        shard.set_epoch(epoch)
        avg = run_epoch(ddp, opt, feats, target, shard, CFG["accum"])
        if env.rank == 0:
            print(f"epoch {epoch} smooth-l1 {avg:.4f}")
    if env.rank == 0:
        state = unwrap_model(ddp).state_dict()
        print("saved tensors:", len(state))


if __name__ == "__main__":
    main()
