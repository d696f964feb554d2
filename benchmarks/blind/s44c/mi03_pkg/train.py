import torch
import torch.optim as optim
from torch.autograd import Variable

from . import updates
from .contours import contour_stats, theremin_contours
from .nets import ContourCritic, ContourGenerator
from .sampling import make_noise, sample_fake

opt = dict(nz=16, batch=64, lrD=1e-3, lrG=1e-3, clamp=0.05, Diters=5,
           gen_iters=150, n_real=2048, seed=4)
use_cuda = torch.cuda.is_available()

torch.manual_seed(opt["seed"])
torch.set_num_threads(1)

real_data = theremin_contours(opt["n_real"], seed=opt["seed"])
netG = ContourGenerator(opt["nz"])
netD = ContourCritic()
if use_cuda:
    netG.cuda()
    netD.cuda()
    updates.one, updates.mone = updates.one.cuda(), updates.mone.cuda()

optimizerD = optim.RMSprop(netD.parameters(), lr=opt["lrD"])
optimizerG = optim.RMSprop(netG.parameters(), lr=opt["lrG"])


def real_batch():
    idx = torch.randint(0, real_data.size(0), (opt["batch"],))
    x = real_data[idx]
    if use_cuda:
        x = x.cuda()
    return Variable(x)


def main():
    print("real phrases: glide %.2f st, wiggle %.3f st/step" % contour_stats(real_data))
    for gen_it in range(1, opt["gen_iters"] + 1):
        d_iters = 25 if gen_it < 10 else opt["Diters"]
        for _ in range(d_iters):
            fake = sample_fake(netG, opt["batch"], use_cuda)
            errD = updates.critic_update(netD, optimizerD, real_batch(), fake, opt["clamp"])
        errG = updates.generator_update(netG, netD, optimizerG,
                                        make_noise(opt["batch"], opt["nz"], use_cuda))
        if gen_it % 25 == 0:
            with torch.no_grad():
                sample = netG(make_noise(512, opt["nz"], use_cuda)).cpu()
            print("[%3d/%d] errD %.4f  errG %.4f  fake glide %.2f st, wiggle %.3f"
                  % ((gen_it, opt["gen_iters"], errD[0], errG[0]) + contour_stats(sample)))
    leaves = all(p.is_leaf for p in list(netG.parameters()) + list(netD.parameters()))
    print("all parameters still leaves:", leaves)


if __name__ == "__main__":
    main()
