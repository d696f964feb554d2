import torch
import torch.nn.functional as F

from typhoon_track.accumulate import Accumulator
from typhoon_track.besttrack import MAX_LEAD, western_pacific_tracks
from typhoon_track.curriculum import curriculum
from typhoon_track.seq2seq import TrackSeq2Seq

MICRO_BATCH = 32
ACCUMULATE = 4
KM_PER_DEG = 111.0


def track_error_km(net, past, future):
    net.eval()
    with torch.no_grad():
        pred = net(past, MAX_LEAD)
    net.train()
    pos_pred = pred.cumsum(dim=1)
    pos_true = future.cumsum(dim=1)
    err = (pos_pred - pos_true).norm(dim=2).mean(dim=0) * KM_PER_DEG
    return {f"+{6 * (t + 1)}h": round(err[t].item()) for t in (1, 3, 7)}


def optimizer_step(net, opt):
    torch.nn.utils.clip_grad_norm_(net.parameters(), 1.0)
    opt.step()
    opt.zero_grad()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    past, future = western_pacific_tracks(1800, seed=13)
    test_past, test_future = western_pacific_tracks(400, seed=14)

    net = TrackSeq2Seq()
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    acc = Accumulator(ACCUMULATE)
    print("untrained", track_error_km(net, test_past, test_future))
    opt.zero_grad()
    for epoch, lead, ratio in curriculum():
        order = torch.randperm(len(past))
        total = 0.0
        for i in range(0, len(order), MICRO_BATCH):
            idx = order[i:i + MICRO_BATCH]
            pred = net(past[idx], lead, future[idx], teacher_ratio=ratio)
            mse = F.mse_loss(pred, future[idx, :lead])
            acc.scale(mse).backward()
            total += mse.item() * len(idx)
            if acc.tick():
                optimizer_step(net, opt)
        if acc.flush():
            optimizer_step(net, opt)
        print(f"epoch {epoch}  lead {6 * lead:2d}h  tf {ratio:.1f}  mse {total / len(order):.5f}  {track_error_km(net, test_past, test_future)}")


if __name__ == "__main__":
    main()
