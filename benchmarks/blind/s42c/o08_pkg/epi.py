"""Daily discrete-time SIR with under-reporting, aggregated to epi-weeks."""
import torch

POPULATION = 250_000
N_WEEKS = 20


def sir_weekly_cases(beta, gamma, rho, log_i0, n_weeks=N_WEEKS, pop=POPULATION):
    """Expected reported cases per week.

    beta: transmission rate /day, gamma: recovery rate /day,
    rho: reporting fraction, log_i0: log of initially infectious people.
    """
    i = torch.exp(log_i0)
    s = pop - i
    weekly = []
    for _ in range(n_weeks):
        new_week = torch.zeros((), dtype=beta.dtype)
        for _day in range(7):
            infections = beta * s * i / pop
            recoveries = gamma * i
            s = s - infections
            i = i + infections - recoveries
            new_week = new_week + infections
        weekly.append(rho * new_week)
    return torch.stack(weekly)


def r0(beta, gamma):
    return beta / gamma
