"""python -m o13_pkg.main"""
import time

import torch

from .locate import locate_all
from .network import swarm, synthetic_picks
from .objective import event_chi2

torch.set_num_threads(1)


def main():
    t0 = time.time()
    hypo_true, origin_true = swarm()
    arrivals, mask, stations = synthetic_picks(hypo_true, origin_true)
    print(f"{arrivals.shape[0]} events, {stations.shape[0]} stations, {int(mask.sum())} picks")

    hypo, origin, track = locate_all(arrivals, mask, stations)
    for k, it in enumerate(track["iter"]):
        print(f"iter {it:5d}  sum chi2 {sum(track['chi2'][k]):10.1f}")

    with torch.no_grad():
        chi2 = event_chi2(hypo, origin, arrivals, mask, stations)
    n_picks = mask.sum(dim=(1, 2))
    print("\nevent   east    north   depth   (true)                   dt0 [s]  chi2/N")
    for e in range(hypo.shape[0]):
        he, ht = hypo[e].tolist(), hypo_true[e]
        print(f"{e:4d}  {he[0]:6.2f}  {he[1]:6.2f}  {he[2]:6.2f}   ({ht[0]:6.2f} {ht[1]:6.2f} {ht[2]:6.2f})   "
              f"{origin[e].item() - origin_true[e]:+.3f}   {chi2[e].item() / n_picks[e].item():.2f}")
    err = (hypo - torch.tensor(hypo_true)).norm(dim=1)
    print(f"mean location error {err.mean():.2f} km   ({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
