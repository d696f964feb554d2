import argparse

import torch
from torch.autograd import Variable

from .models import _netD, _netG, weights_init
from .solvers import build_solvers
from .steps import update_discriminator, update_generator
from .tiles import leaded_tiles

parser = argparse.ArgumentParser()
parser.add_argument("--batchSize", type=int, default=64)
parser.add_argument("--nz", type=int, default=16)
parser.add_argument("--ngf", type=int, default=32)
parser.add_argument("--ndf", type=int, default=32)
parser.add_argument("--niter", type=int, default=6)
parser.add_argument("--lr", type=float, default=0.002)
parser.add_argument("--beta1", type=float, default=0.5)
parser.add_argument("--cuda", action="store_true")
parser.add_argument("--manualSeed", type=int, default=7)
opt = parser.parse_args()
print(opt)

torch.manual_seed(opt.manualSeed)
torch.set_num_threads(1)

dataset = leaded_tiles(1024, seed=opt.manualSeed)
netG = _netG(opt.nz, opt.ngf)
netG.apply(weights_init)
netD = _netD(opt.ndf)
netD.apply(weights_init)
if opt.cuda:
    netD.cuda()
    netG.cuda()
solvers = build_solvers(netD, netG, opt)

fixed_noise = torch.FloatTensor(16, opt.nz, 1, 1).normal_(0, 1)
if opt.cuda:
    fixed_noise = fixed_noise.cuda()


def lead_darkness(x):
    # fraction of near-black pixels: real tiles have one dark row and one dark column
    return ((x + 1) / 2).mean(1).lt(0.15).float().mean().item()


def main():
    n_batches = dataset.size(0) // opt.batchSize
    for epoch in range(opt.niter):
        perm = torch.randperm(dataset.size(0))
        for i in range(n_batches):
            real = Variable(dataset[perm[i * opt.batchSize:(i + 1) * opt.batchSize]])
            noise = Variable(torch.FloatTensor(real.size(0), opt.nz, 1, 1).normal_(0, 1))
            if opt.cuda:
                real, noise = real.cuda(), noise.cuda()
            fake = netG(noise)
            errD, D_x, D_G_z1 = update_discriminator(netD, solvers["D"], real, fake)
            errG, D_G_z2 = update_generator(netG, netD, solvers["G"], fake)
            if i % 8 == 0:
                print("[%d/%d][%d/%d] Loss_D: %.4f Loss_G: %.4f D(x): %.4f D(G(z)): %.4f / %.4f"
                      % (epoch, opt.niter, i, n_batches, errD, errG, D_x, D_G_z1, D_G_z2))
        with torch.no_grad():
            sample = netG(fixed_noise)
        print("epoch %d: lead-pixel fraction fake %.3f vs real %.3f"
              % (epoch, lead_darkness(sample), lead_darkness(dataset[:256])))


if __name__ == "__main__":
    main()
