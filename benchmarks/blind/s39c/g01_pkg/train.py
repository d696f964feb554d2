import torch

from .agent import Agent
from .snake_env import SnakeGame

N_GAMES = 40
SYNC_EVERY = 5          # games between target-network syncs
SAVE_MODEL = False


def train():
    torch.manual_seed(0)
    agent = Agent(seed=0)
    game = SnakeGame(10, 10, seed=0)
    record, total_score, scores = 0, 0, []

    while agent.n_games < N_GAMES:
        state_old = game.get_state()
        final_move = agent.get_action(state_old)
        reward, done, score = game.play_step(final_move)
        state_new = game.get_state()

        agent.train_short_memory(state_old, final_move, reward, state_new, done)
        agent.remember(state_old, final_move, reward, state_new, done)

        if done:
            game.reset()
            agent.n_games += 1
            long_loss = agent.train_long_memory()
            if agent.n_games % SYNC_EVERY == 0:
                agent.trainer.sync_target()

            if score > record:
                record = score
                if SAVE_MODEL:
                    agent.model.save()
            scores.append(score)
            total_score += score
            if agent.n_games % 10 == 0:
                print(f"Game {agent.n_games:3d}  score {score}  record {record}  "
                      f"mean {total_score / agent.n_games:.2f}  replay loss {long_loss:.3f}")

    print(f"done: {agent.trainer.n_updates} updates, best score {record}")


if __name__ == "__main__":
    train()
