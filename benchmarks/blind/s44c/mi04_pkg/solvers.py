import torch.optim as optim


def build_solvers(netD, netG, opt):
    solvers = {}
    solvers["D"] = optim.Adam(netD.parameters(), lr=opt.lr, betas=(opt.beta1, 0.999))
    solvers["G"] = optim.Adam(netG.parameters(), lr=opt.lr, betas=(opt.beta1, 0.999))
    return solvers
