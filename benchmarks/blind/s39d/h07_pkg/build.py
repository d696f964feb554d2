import itertools

import torch

from .nets import PatchCritic, TileTranslator


def build_models(opt):
    gens = {"day2night": TileTranslator(opt.ch), "night2day": TileTranslator(opt.ch)}
    discs = {"night": PatchCritic(opt.ch), "day": PatchCritic(opt.ch)}
    return gens, discs


def build_optimizers(gens, discs, opt):
    betas = (0.5, 0.999)
    return {
        "G": torch.optim.Adam(itertools.chain(*(g.parameters() for g in gens.values())), lr=opt.lr, betas=betas),
        "D": torch.optim.Adam(itertools.chain(*(d.parameters() for d in discs.values())), lr=opt.lr, betas=betas),
    }
