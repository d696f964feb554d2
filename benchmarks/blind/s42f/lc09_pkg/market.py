"""Synthetic gigs, freelancers and hires."""
import numpy as np
import torch

N_SKILLS, N_CATEGORIES = 60, 8


def build_market(n_gigs=500, n_freelancers=300, n_hires=6000, seed=0):
    rng = np.random.default_rng(seed)
    skill_cat = np.arange(N_SKILLS) % N_CATEGORIES
    gig_cat = rng.integers(0, N_CATEGORIES, n_gigs)
    gig_skills = np.stack([rng.choice(np.flatnonzero(skill_cat == c), 3, replace=False) for c in gig_cat])
    gig_budget = rng.lognormal(3.5, 0.5, n_gigs)

    main_cat = rng.integers(0, N_CATEGORIES, n_freelancers)
    fl_skills = np.stack([
        np.concatenate([rng.choice(np.flatnonzero(skill_cat == c), 4, replace=False), rng.integers(0, N_SKILLS, 2)])
        for c in main_cat])
    fl_rate = rng.lognormal(3.3, 0.4, n_freelancers)

    overlap = np.zeros((n_freelancers, n_gigs))
    for k in range(gig_skills.shape[1]):
        overlap += (fl_skills[:, :, None] == gig_skills[None, :, k][:, None, :]).any(axis=1)
    fit = 1.6 * overlap - 1.2 * np.abs(np.log(fl_rate)[:, None] - np.log(gig_budget)[None, :])
    fl = rng.integers(0, n_freelancers, n_hires)
    gumbel = -np.log(-np.log(rng.random((n_hires, n_gigs))))
    gig = (fit[fl] + gumbel).argmax(axis=1)

    t = lambda a, dt=torch.long: torch.as_tensor(a, dtype=dt)  # noqa: E731
    return {
        "gig_category": t(gig_cat), "gig_skills": t(gig_skills), "gig_budget": t(np.log(gig_budget) - 3.5, torch.float32),
        "fl_skills": t(fl_skills), "fl_rate": t(np.log(fl_rate) - 3.3, torch.float32),
        "hire_fl": t(fl), "hire_gig": t(gig), "n_gigs": n_gigs, "n_freelancers": n_freelancers,
    }
